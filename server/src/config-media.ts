// The media settings: the video platform (VIDEO_WVP_*, VIDEO_MEDIA_ORIGINS) and the H5 web map's tiles (MAP_TILE_*),
// with the origins the H5 page's CSP lets their streams and images in from.
import { ConfigError, url, type Env } from './config-env'

export interface MediaConfig {
  /**
   * the video platform, a WVP-GB28181-pro server (e.g. http://10.0.0.5:18080): all three set, the cloud-video tab
   * plays the cameras registered there; none set, it says the platform is not configured
   */
  videoWvpUrl: string
  videoWvpUser: string
  videoWvpPassword: string
  /**
   * where the H5 page may play camera streams from (its CSP's media-src and connect-src): the video platform's origin
   * and VIDEO_MEDIA_ORIGINS (its media servers, when they answer on other hosts)
   */
  videoMediaOrigins: string[]
  /**
   * the H5 web map's base layer (MAP_TILE_*): a tile URL template with {z}/{x}/{y} (and {s} for its subdomains), its
   * attribution, and the datum its tiles are drawn in; null means none, the map then shows the route schematic
   */
  mapTiles: MapTileConfig | null
  /** the tile servers' origins (each subdomain expanded): the H5 page's CSP img-src lets their images in */
  mapTileOrigins: string[]
}

export interface MapTileConfig {
  url: string
  subdomains: string[]
  attribution: string
  /** gcj02: Amap, Tencent and most Chinese tiles; wgs84: OpenStreetMap and the like (the app's points are shifted) */
  coords: 'gcj02' | 'wgs84'
}

/** the origins camera streams come from: the platform's own and VIDEO_MEDIA_ORIGINS (comma-separated http(s) origins) */
function mediaOrigins(env: Env): string[] {
  const listed = (env.VIDEO_MEDIA_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  const all = [...(env.VIDEO_WVP_URL ? [env.VIDEO_WVP_URL] : []), ...listed].map((raw) => {
    try {
      const u = new URL(raw)
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol')
      return u.origin
    } catch {
      throw new ConfigError(`VIDEO_MEDIA_ORIGINS must list http(s) origins, got "${raw}"`)
    }
  })
  return [...new Set(all)]
}

/**
 * MAP_TILE_URL, MAP_TILE_SUBDOMAINS, MAP_TILE_ATTRIBUTION, MAP_TILE_COORDS: the other three mean nothing without the
 * URL, {s} needs subdomains and subdomains need {s}, and every expanded URL must be an http(s) address
 */
function mapTiles(env: Env): MapTileConfig | null {
  const raw = (env.MAP_TILE_URL ?? '').trim()
  const others = ['MAP_TILE_SUBDOMAINS', 'MAP_TILE_ATTRIBUTION', 'MAP_TILE_COORDS'].filter((k) => (env[k] ?? '').trim())
  if (!raw) {
    if (others.length) throw new ConfigError(`${others.join(', ')} need MAP_TILE_URL`)
    return null
  }
  if (!['{z}', '{x}', '{y}'].every((p) => raw.includes(p))) throw new ConfigError(`MAP_TILE_URL must contain {z}, {x} and {y}, got "${raw}"`)
  const listed = (env.MAP_TILE_SUBDOMAINS ?? '').trim()
  // Leaflet's two spellings: "a,b,c" or "abc" (one character each)
  const subdomains = listed.includes(',') ? listed.split(',').map((s) => s.trim()).filter(Boolean) : [...listed]
  if (raw.includes('{s}') && subdomains.length === 0) throw new ConfigError('MAP_TILE_URL has {s}: set MAP_TILE_SUBDOMAINS, e.g. abc or 1,2,3,4')
  if (!raw.includes('{s}') && subdomains.length) throw new ConfigError('MAP_TILE_SUBDOMAINS is set but MAP_TILE_URL has no {s}')
  const bad = subdomains.find((s) => !/^[A-Za-z0-9-]{1,30}$/.test(s))
  if (bad !== undefined) throw new ConfigError(`MAP_TILE_SUBDOMAINS must be letters, digits or hyphens, got "${bad}"`)
  for (const s of subdomains.length ? subdomains : ['']) {
    const sample = raw.replace(/\{s\}/g, s).replace(/\{[zxy]\}/g, '0').replace(/\{r\}/g, '')
    try {
      const u = new URL(sample)
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol')
      if (/[{}]/.test(u.host)) throw new Error('placeholder in host')
    } catch {
      throw new ConfigError(`MAP_TILE_URL must be an http(s) URL template such as https://{s}.tile.example.cn/{z}/{x}/{y}.png, got "${raw}"`)
    }
  }
  const coords = (env.MAP_TILE_COORDS || 'gcj02').trim().toLowerCase()
  if (coords !== 'gcj02' && coords !== 'wgs84') throw new ConfigError(`MAP_TILE_COORDS must be gcj02 or wgs84, got "${env.MAP_TILE_COORDS}"`)
  const attribution = (env.MAP_TILE_ATTRIBUTION ?? '').trim()
  // shown as text under the map
  if (attribution.length > 200 || /[<>]/.test(attribution) || [...attribution].some((c) => c.charCodeAt(0) < 32)) throw new ConfigError('MAP_TILE_ATTRIBUTION must be plain text of at most 200 characters (no < or >)')
  return { url: raw, subdomains, attribution, coords }
}

/** the tile servers' origins: the template with {s} replaced by each subdomain */
function tileOrigins(tiles: MapTileConfig | null): string[] {
  if (!tiles) return []
  const hosts = (tiles.subdomains.length ? tiles.subdomains : ['']).map((s) => new URL(tiles.url.replace(/\{s\}/g, s).replace(/\{[zxy]\}/g, '0')).origin)
  return [...new Set(hosts)]
}

export function mediaConfig(env: Env): MediaConfig {
  const videoSet = ['VIDEO_WVP_URL', 'VIDEO_WVP_USER', 'VIDEO_WVP_PASSWORD'].filter((k) => env[k])
  if (videoSet.length && videoSet.length < 3) throw new ConfigError('VIDEO_WVP_URL, VIDEO_WVP_USER and VIDEO_WVP_PASSWORD must be set together')
  const tiles = mapTiles(env)
  return {
    videoWvpUrl: env.VIDEO_WVP_URL ? url(env, 'VIDEO_WVP_URL', '') : '',
    videoWvpUser: env.VIDEO_WVP_USER ?? '',
    videoWvpPassword: env.VIDEO_WVP_PASSWORD ?? '',
    videoMediaOrigins: mediaOrigins(env),
    mapTiles: tiles,
    mapTileOrigins: tileOrigins(tiles)
  }
}
