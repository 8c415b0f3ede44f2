// Whether the tile source works: judged on the first tiles only (a tile that fails later while panning must not
// drop the map). Most of them failing (three or more, and more failures than loads) means the source is down,
// blocked or mistyped.
export const TILE_SAMPLE = 8
export const TILE_FAILURES_MIN = 3

export function tileWatch(onFailed: () => void) {
  let loaded = 0
  let failed = 0
  let decided = false
  const judge = () => {
    if (decided) return
    if (failed >= TILE_FAILURES_MIN && failed > loaded) {
      decided = true
      onFailed()
    } else if (loaded + failed >= TILE_SAMPLE) decided = true
  }
  return {
    loaded() { loaded += 1; judge() },
    failed() { failed += 1; judge() }
  }
}
