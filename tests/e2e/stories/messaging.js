// Messaging story: two demo users in two browsers chat both ways in real time; a notice published through the API
// appears live with the badge; the server restarts under an open chat and the client sends again with nothing lost.
const assert = require('assert')
const { launchBrowser, shot } = require('../../support/processes')
const { visibleText, storedToken, api, apiLogin, signIn } = require('../browser-helpers')

async function sendText(page, text) {
  await page.locator('.chat-input__text input').filter({ visible: true }).first().fill(text)
  await page.locator('.chat-input__send').filter({ visible: true }).first().click()
}

/** waits until `text` shows in a chat bubble of mine that is neither sending nor failed, tapping 重试 if it failed */
async function waitDelivered(page, text, timeoutMs = 20000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const mine = page.locator('.chat-msg--me').filter({ hasText: text, visible: true }).last()
    if (await mine.count()) {
      const failed = mine.locator('.chat-msg__failed')
      // 发送中 (not the 已读/未读 that a delivered message of mine shows in the same place)
      const sending = mine.locator('.chat-msg__state:not(.chat-msg__read)')
      if (await failed.count()) await failed.first().click()
      else if (!(await sending.count())) return
    }
    if (Date.now() > until) throw new Error(`"${text}" was not delivered in ${timeoutMs} ms`)
    await page.waitForTimeout(300)
  }
}

module.exports = async function messagingStory({ server, page, errors, step }) {
  const second = await launchBrowser()
  const pageB = second.context.pages()[0] || (await second.context.newPage())
  pageB.on('pageerror', (e) => errors.push(`pageerror (B): ${e.message}`))
  try {
    step('two demo users of the same project sign in in two browsers')
    await signIn(page, server, 'huangwei') // 黄伟
    await signIn(pageB, server, 'xuzhiming') // 徐志明
    const tokenB = await storedToken(pageB)
    const me = await api(server, 'GET', '/api/oauth/CurrentUser?type=app', tokenB)
    const idB = me.data.userInfo.userId
    assert.ok(idB, 'B has an id')

    step('A finds B in the contacts, opens the card and starts a chat')
    await page.locator('.weui-tabbar__item', { hasText: '消息' }).click()
    await page.waitForURL(/\/pages\/index\/index/, { timeout: 10000 })
    await page.locator('.msg-contacts-link').filter({ visible: true }).first().click()
    await page.waitForURL(/\/pages\/index\/contacts/, { timeout: 10000 })
    await visibleText(page, '江南公路建设集团有限公司').waitFor({ timeout: 10000 })
    const search = page.locator('.at-search-bar input').filter({ visible: true }).first()
    await search.fill('徐志明')
    await search.press('Enter')
    await visibleText(page, 'xuzhiming').click({ timeout: 10000 })
    await page.waitForURL(/\/pages\/message\/userDetail/, { timeout: 10000 })
    await shot(page, 'contact-card')
    await page.locator('.at-button').filter({ hasText: '发消息', visible: true }).first().click()
    await page.waitForURL(/\/pages\/message\/im\/index/, { timeout: 10000 })
    await visibleText(page, '徐志明').waitFor({ timeout: 10000 })
    assert.ok(page.url().includes(encodeURIComponent(idB)) || page.url().includes(idB), 'the chat is with B')

    step('A sends a message')
    const first = 'K12+300 边坡喷锚已完成，请复核'
    await sendText(page, first)
    await waitDelivered(page, first)
    await shot(page, 'chat-a-sent')

    step('B sees the conversation arrive on the Messages tab')
    await pageB.locator('.weui-tabbar__item', { hasText: '消息' }).click()
    await pageB.waitForURL(/\/pages\/index\/index/, { timeout: 10000 })
    await visibleText(pageB, first).waitFor({ timeout: 15000 })
    await shot(pageB, 'messages-b-conversation')

    step('a notice published through the API reaches B live, with the badge')
    const admin = await apiLogin(server, 'admin')
    const created = await api(server, 'POST', '/api/message/Notice', admin, { title: '关于加强冬季施工安全管理的通知', bodyText: '各标段于本周五前完成冬季施工专项检查。', toUserIds: [idB] })
    assert.strictEqual(created.code, 200, JSON.stringify(created))
    const released = await api(server, 'PUT', `/api/message/Notice/${created.data.id}/Actions/Release`, admin)
    assert.strictEqual(released.code, 200, JSON.stringify(released))
    await visibleText(pageB, '关于加强冬季施工安全管理的通知').waitFor({ timeout: 15000 })
    const badge = pageB.locator('.weui-tabbar__item').first().locator('.weui-badge, .taro-tabbar-badge, [class*="badge"]').filter({ visible: true }).first()
    await badge.waitFor({ timeout: 10000 })
    const badgeCount = Number((await badge.innerText()).trim())
    assert.ok(badgeCount >= 2, `badge counts the chat message and the notice, got ${badgeCount}`)
    await shot(pageB, 'messages-b-notice-badge')

    step('B opens the chat, reads A, replies; A sees the reply live')
    await pageB.getByRole('button', { name: /与黄伟聊天/ }).filter({ visible: true }).first().click()
    await pageB.waitForURL(/\/pages\/message\/im\/index/, { timeout: 10000 })
    await visibleText(pageB, first).waitFor({ timeout: 10000 })
    const reply = '收到，下午两点到现场复核'
    await sendText(pageB, reply)
    await waitDelivered(pageB, reply)
    await visibleText(page, reply).waitFor({ timeout: 15000 })
    await shot(page, 'chat-a-reply')

    step('the server restarts under the open chat; A sends again and nothing is lost')
    await server.restart()
    const afterRestart = '服务重启后继续发送：K12+300 复核照片已上传'
    await sendText(page, afterRestart)
    await waitDelivered(page, afterRestart, 30000)
    await shot(page, 'chat-a-after-restart')
    // B's chat shows it once B comes back to the conversation (live if B's socket healed, from history otherwise)
    await pageB.reload({ waitUntil: 'networkidle' })
    await visibleText(pageB, afterRestart).waitFor({ timeout: 15000 })
    await visibleText(pageB, first).waitFor({ timeout: 5000 })
    await shot(pageB, 'chat-b-after-restart')
  } finally {
    await second.close()
  }
}
