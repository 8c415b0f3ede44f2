import { connects, setup, socket, teardown, tick } from './helpers'

afterEach(teardown)

async function giveUp(service: ReturnType<typeof setup>['service']) {
  service.start()
  await tick()
  for (let attempt = 0; attempt <= 10; attempt++) {
    socket().error()
    await tick(10)
  }
  expect(service.status).toBe('failed')
}

describe('resume: another try when the way may be clear again (foreground, network back, a message screen shown)', () => {
  it('starts a socket whose retry ladder gave up, with a fresh ladder', async () => {
    const { service } = setup()
    await giveUp(service)
    const before = connects()
    service.resume()
    await tick()
    expect(connects()).toBe(before + 1)
    socket().open()
    await tick()
    expect(service.status).toBe('open')
  })

  it('leaves an open socket alone', async () => {
    const { service } = setup()
    service.start()
    await tick()
    socket().open()
    await tick()
    service.resume()
    await tick()
    expect(connects()).toBe(1)
  })

  it('keeps a socket that was closed on purpose closed', async () => {
    const { service } = setup()
    service.start()
    await tick()
    socket().open()
    await tick()
    service.close()
    service.resume()
    await tick()
    expect(connects()).toBe(1)
    expect(service.status).toBe('closed')
  })
})
