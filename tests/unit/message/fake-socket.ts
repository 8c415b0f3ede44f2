// Stand-in for @/lib/socket in the message unit tests (jest.mock('@/lib/socket', () => require('./fake-socket'))):
// the stores subscribe through on(); a test delivers server frames with emit() and reads what was sent in `sent`.
type Handler = (frame: any) => void

export const fake = {
  handlers: new Map<string, Set<Handler>>(),
  sent: [] as any[],
  status: 'open' as 'idle' | 'connecting' | 'open' | 'closed' | 'failed',
  /** false: send() refuses like a socket that is down */
  accept: true
}

export const socketService = {
  start: jest.fn(),
  close: jest.fn(),
  send: jest.fn((frame: Record<string, unknown>) => {
    if (!fake.accept || fake.status !== 'open') return false
    fake.sent.push(frame)
    return true
  }),
  on: jest.fn((method: string, handler: Handler) => {
    if (!fake.handlers.has(method)) fake.handlers.set(method, new Set())
    fake.handlers.get(method)!.add(handler)
    return () => fake.handlers.get(method)?.delete(handler)
  }),
  onStatus: jest.fn(() => () => undefined),
  get status() {
    return fake.status
  }
}

export function emit(method: string, frame: Record<string, unknown> = {}): void {
  for (const h of Array.from(fake.handlers.get(method) ?? [])) h({ method, ...frame })
}

export function resetFakeSocket(): void {
  fake.sent.length = 0
  fake.status = 'open'
  fake.accept = true
  socketService.send.mockClear()
}

export const sentOf = (method: string) => fake.sent.filter((f) => f.method === method)
