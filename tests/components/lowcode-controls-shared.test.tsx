// The control list the server checks designer models against (types/api/lowcode-controls.ts) and the app's widget
// registry must name the same controls: a widget added to the app without the list, or a key added to the list
// without a widget, fails here before a console model can reach a phone that cannot draw it.
import { CONTROL_KEY_ALIASES, SUPPORTED_CONTROL_KEYS, WEB_ONLY_CONTROL_KEYS, isAcceptedControl, isSupportedControl } from '@shared/api/lowcode-controls'
import { defaultRegistry } from '@/engines/lowcode/registry'
import { FallbackWidget } from '@/engines/lowcode/renderer'

const registered = () => Object.keys(defaultRegistry.widgets).filter((k) => !(k in CONTROL_KEY_ALIASES)).sort()

describe('the shared control list and the widget registry', () => {
  test('they name exactly the same controls', () => {
    expect([...SUPPORTED_CONTROL_KEYS].sort()).toEqual(registered())
  })

  test('the list holds no duplicate and no old name', () => {
    expect(new Set(SUPPORTED_CONTROL_KEYS).size).toBe(SUPPORTED_CONTROL_KEYS.length)
    expect(SUPPORTED_CONTROL_KEYS.filter((k) => k in CONTROL_KEY_ALIASES)).toEqual([])
  })

  test('every listed control resolves to a real widget, under its old names too', () => {
    expect(SUPPORTED_CONTROL_KEYS.filter((k) => defaultRegistry.resolve(k) === FallbackWidget)).toEqual([])
    for (const [old, current] of Object.entries(CONTROL_KEY_ALIASES)) {
      expect(isSupportedControl(old)).toBe(true)
      expect(defaultRegistry.resolve(old)).toBe(defaultRegistry.resolve(current))
    }
  })

  test('a control the app cannot draw is outside the list', () => {
    for (const key of ['dateRange', 'timeRange', 'relationFlow', 'signature', 'someFutureControl', '']) {
      expect(isSupportedControl(key)).toBe(false)
      expect(defaultRegistry.has(key)).toBe(false)
    }
  })

  test('the web-only controls models may hold are exactly the ones the app answers with its explicit fallback', () => {
    for (const key of WEB_ONLY_CONTROL_KEYS) {
      expect(defaultRegistry.resolve(key)).toBe(FallbackWidget)
      expect(isAcceptedControl(key)).toBe(true)
    }
    for (const key of ['dateRange', 'someFutureControl', '']) expect(isAcceptedControl(key)).toBe(false)
  })
})
