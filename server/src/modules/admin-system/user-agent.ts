// The browser and operating system columns of the console's log pages, read from the stored User-Agent. Good enough
// to tell a WeChat mini-program from a desktop browser; anything unrecognised shows as the raw product token.

const BROWSERS: [RegExp, string][] = [
  [/miniProgram|MiniProgramEnv/i, '微信小程序'],
  [/MicroMessenger\/([\d.]+)/, '微信'],
  [/DingTalk\/([\d.]+)/, '钉钉'],
  [/Edg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
  [/(?:OPR|Opera)\/([\d.]+)/, 'Opera'],
  [/Firefox\/([\d.]+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari/, 'Safari'],
  [/MSIE ([\d.]+)|Trident\/.*rv:([\d.]+)/, 'IE']
]

const SYSTEMS: [RegExp, string][] = [
  [/HarmonyOS/i, 'HarmonyOS'],
  [/Android ([\d.]+)/, 'Android'],
  [/(?:iPhone|iPad|iPod).*OS ([\d_]+)/, 'iOS'],
  [/Windows NT 10/, 'Windows 10'],
  [/Windows NT 6\.3/, 'Windows 8.1'],
  [/Windows NT 6\.1/, 'Windows 7'],
  [/Windows/, 'Windows'],
  [/Mac OS X ([\d_]+)/, 'macOS'],
  [/Linux/, 'Linux']
]

function first(list: [RegExp, string][], ua: string): string {
  for (const [re, name] of list) {
    const m = re.exec(ua)
    if (!m) continue
    const version = (m[1] ?? m[2] ?? '').replace(/_/g, '.').split('.').slice(0, 2).join('.')
    return version ? `${name} ${version}` : name
  }
  return ''
}

export function describeUserAgent(ua: string): { browser: string; platForm: string } {
  const s = ua.slice(0, 500)
  return { browser: first(BROWSERS, s) || s.split(' ')[0] || '', platForm: first(SYSTEMS, s) }
}
