// SMS delivery behind one interface. The default 'log' sender writes the code to the server log, which is
// the honest choice for a demo without an SMS contract.

export interface SmsSender {
  readonly name: string
  send(mobile: string, code: string): Promise<void>
}

export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile
}

export function createLogSmsSender(log: (line: string) => void): SmsSender {
  return {
    name: 'log',
    async send(mobile, code) {
      log(`[sms] code for ${maskMobile(mobile)}: ${code}`)
    }
  }
}
