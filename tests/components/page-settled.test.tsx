// A back tapped while the page is still sliding in waits for Taro's H5 router to settle it (the router hides the page
// below on a timer that a back does not cancel: the Workbench went blank after an early 稍后签署).
import { whenPageSettled } from '@/components/nav-bar/page-settled.h5'

afterEach(() => {
  document.body.innerHTML = ''
  jest.useRealTimers()
})

function page(classes: string): Element {
  const el = document.createElement('div')
  el.className = `taro_page ${classes}`
  document.body.appendChild(el)
  return el
}

test('a settled page (or none at all) goes back at once', () => {
  const go = jest.fn()
  whenPageSettled(go)
  expect(go).toHaveBeenCalledTimes(1)
  page('taro_page_show taro_page_stationed')
  whenPageSettled(go)
  expect(go).toHaveBeenCalledTimes(2)
})

test('a page still sliding in goes back only after it is stationed, past the page below\'s hide timer', () => {
  jest.useFakeTimers()
  page('taro_page_show taro_page_stationed taro_page_shade') // the Workbench, already hidden by an earlier move
  const top = page('taro_page_show')
  const go = jest.fn()
  whenPageSettled(go)
  jest.advanceTimersByTime(300)
  expect(go).not.toHaveBeenCalled()
  top.classList.add('taro_page_stationed')
  jest.advanceTimersByTime(100)
  expect(go).toHaveBeenCalledTimes(1)
})

test('a page that never settles does not hold the back for more than a moment', () => {
  jest.useFakeTimers()
  page('taro_page_show')
  const go = jest.fn()
  whenPageSettled(go)
  jest.advanceTimersByTime(1600)
  expect(go).toHaveBeenCalledTimes(1)
})
