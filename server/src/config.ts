// Environment parsed once into a typed config; a bad variable stops the start with a message naming it.
import path from 'node:path'
import { bool, ConfigError, int, url, type Env } from './config-env'
import { mediaConfig, type MediaConfig } from './config-media'

export { ConfigError } from './config-env'
export type { MapTileConfig } from './config-media'

/** the media settings (video platform, web map tiles) are in config-media.ts */
export interface ServerConfig extends MediaConfig {
  port: number
  host: string
  dataDir: string
  /** postgres://... selects PostgreSQL; empty means SQLite under dataDir */
  databaseUrl: string
  /** PostgreSQL schema to work in (tests isolate each file in its own schema) */
  databaseSchema: string
  seedDemo: boolean
  /** the first administrator of a production install (SEED_DEMO=0) on an empty database */
  adminAccount: string
  /** its password; empty means none is created and the start says how to set it (never a default password) */
  adminPassword: string
  h5Dir: string
  /** token lifetime; undefined means sysconfig tokenTimeout (hours), else 12 */
  tokenTtlHours: number | undefined
  wechatApiBase: string
  wechatAppId: string
  wechatSecret: string
  /** the official account (公众号/服务号) of the H5 app inside WeChat: JS-SDK signatures and in-WeChat web login */
  wechatMpAppId: string
  wechatMpSecret: string
  /** the website application (网站应用) of WeChat's open platform: WeChat login from a browser by scanning */
  wechatOpenAppId: string
  wechatOpenSecret: string
  /** where WeChat's authorize pages live (open.weixin.qq.com); tests point it at a local fake */
  wechatOpenBase: string
  /**
   * the e-signature provider (法大大 FASC OpenAPI 5.1, e.g. https://api.fadada.com/api/v5): all four set, documents
   * are signed there; none set, the server stamps them itself as a local, not legally certified, signature
   */
  esignBaseUrl: string
  esignAppId: string
  esignSecret: string
  /** the group's openCorpId at the provider: the initiator and owner of the sign tasks */
  esignCorpId: string
  /**
   * face verification of attendance: 'local' (default) compares on this server with the embedded model; 'baidu'
   * sends both photos to Baidu AI Cloud face match at faceApiBase with the API key and secret key
   */
  faceProvider: 'local' | 'baidu'
  faceApiBase: string
  faceApiKey: string
  faceSecretKey: string
  /** this server as browsers reach it (https://site); '' = taken from each request. OAuth providers send users back here */
  publicUrl: string
  smsSender: 'log'
  aesKey: string
  uploadMaxMb: number
  /** the document folder (drawings, standards, knowledge PDFs) takes larger files than a form's attachment, in MB */
  uploadDocumentMaxMb: number
  /** what one user may upload in 24 hours, in MB; 0 = no quota */
  uploadDailyQuotaMb: number
  /** login attempts per IP and account per minute */
  loginRateLimit: number
  /** wrong passwords from one client (any accounts) after which its logins need the image captcha */
  loginCaptchaAfter: number
  /** HMAC key of signed file links; empty means a random key kept in DATA_DIR (shared by instances on one DATA_DIR) */
  fileLinkSecret: string
  /** how long a signed file link handed to <image> works */
  fileLinkTtlMinutes: number
  logLevel: string
  /**
   * honour X-Forwarded-For only behind a reverse proxy: otherwise any client picks its own IP per request and
   * walks around the per-IP login limit (the only brake on guessing `admin`, which is never locked)
   */
  trustProxy: boolean
  /** redis://... for cross-instance socket fan-out over pub/sub */
  redisUrl: string
  /** how socket frames reach sockets on other instances: redis if REDIS_URL, else postgres if DATABASE_URL, else memory */
  socketBus: 'memory' | 'postgres' | 'redis'
  /** channel name (prefix) of the socket bus; instances that share it see each other's frames */
  socketChannel: string
  /** SCHEDULER=0: no periodic work (flow time limits, reminders, sweeps) runs in this instance */
  scheduler: boolean
  /** where uploads, exports and prints live: DATA_DIR/uploads on this machine, or an S3-compatible bucket */
  storage: 'disk' | 's3'
  /** the bucket when storage is s3 (MinIO, Alibaba OSS, Tencent COS, AWS S3) */
  s3: S3Config | null
}

export interface S3Config {
  /** https://s3.example.com; empty means AWS S3 itself (the region picks the endpoint) */
  endpoint: string
  bucket: string
  region: string
  accessKey: string
  secretKey: string
  /** bucket in the path (MinIO, s3rver) rather than in the host name (AWS, OSS, COS) */
  forcePathStyle: boolean
}

function s3Config(env: Env): S3Config {
  const need = (name: string) => {
    const v = (env[name] ?? '').trim()
    if (!v) throw new ConfigError(`STORAGE=s3 needs ${name}`)
    return v
  }
  const endpoint = env.S3_ENDPOINT ? url(env, 'S3_ENDPOINT', '') : ''
  const bucket = need('S3_BUCKET')
  // S3's own rule for bucket names, which OSS, COS and MinIO share
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(`S3_BUCKET must be 3 to 63 lower-case letters, digits, dots or hyphens, got "${bucket}"`)
  }
  const region = need('S3_REGION')
  if (!/^[a-z0-9-]{1,40}$/.test(region)) throw new ConfigError(`S3_REGION must be a region name such as us-east-1 or cn-hangzhou, got "${region}"`)
  return {
    endpoint, bucket, region, accessKey: need('S3_ACCESS_KEY'), secretKey: need('S3_SECRET_KEY'),
    forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', false)
  }
}

function strongPassword(p: string): boolean {
  return p.length >= 8 && p.length <= 64 && /[A-Za-z]/.test(p) && /\d/.test(p)
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const databaseUrl = env.DATABASE_URL ?? ''
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://')
  }
  const aesKey = env.AES_KEY || 'EY8WePvjM5GGwQzn'
  if (Buffer.byteLength(aesKey) !== 16) throw new ConfigError('AES_KEY must be exactly 16 bytes (AES-128)')
  const smsSender = env.SMS_SENDER || 'log'
  if (smsSender !== 'log') throw new ConfigError(`SMS_SENDER "${smsSender}" is not supported (supported: log)`)
  const schema = env.DATABASE_SCHEMA || 'public'
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new ConfigError('DATABASE_SCHEMA must be a lower-case SQL name')
  const redisUrl = env.REDIS_URL ?? ''
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) throw new ConfigError('REDIS_URL must start with redis:// or rediss://')
  const socketBus = env.SOCKET_BUS || (redisUrl ? 'redis' : databaseUrl ? 'postgres' : 'memory')
  if (socketBus !== 'memory' && socketBus !== 'postgres' && socketBus !== 'redis') {
    throw new ConfigError(`SOCKET_BUS must be memory, postgres or redis, got "${socketBus}"`)
  }
  if (socketBus === 'redis' && !redisUrl) throw new ConfigError('SOCKET_BUS=redis needs REDIS_URL')
  if (socketBus === 'postgres' && !databaseUrl) throw new ConfigError('SOCKET_BUS=postgres needs DATABASE_URL')
  const socketChannel = env.SOCKET_CHANNEL || 'hw_socket'
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(socketChannel)) throw new ConfigError('SOCKET_CHANNEL must be a lower-case name (a-z, 0-9, _)')
  const adminAccount = (env.ADMIN_ACCOUNT || 'admin').trim()
  if (!/^[A-Za-z0-9_.@-]{2,50}$/.test(adminAccount)) throw new ConfigError('ADMIN_ACCOUNT must be 2 to 50 letters, digits or _ . @ -')
  const adminPassword = env.ADMIN_PASSWORD ?? ''
  if (adminPassword && !strongPassword(adminPassword)) {
    throw new ConfigError('ADMIN_PASSWORD must be 8 to 64 characters with at least one letter and one digit')
  }
  const fileLinkSecret = env.FILE_LINK_SECRET ?? ''
  if (fileLinkSecret && Buffer.byteLength(fileLinkSecret) < 16) throw new ConfigError('FILE_LINK_SECRET must be at least 16 bytes')
  const storage = (env.STORAGE || 'disk').trim().toLowerCase()
  if (storage !== 'disk' && storage !== 's3') throw new ConfigError(`STORAGE must be disk or s3, got "${env.STORAGE}"`)
  // the key of signed file links must be the same on every instance: with uploads off the disk, DATA_DIR is no
  // longer shared, so the random key kept there would differ per instance and links would work on one only
  if (storage === 's3' && !fileLinkSecret) {
    throw new ConfigError('STORAGE=s3 needs FILE_LINK_SECRET (at least 16 bytes, the same on every instance) to sign file links')
  }
  const esignSet = ['ESIGN_BASE_URL', 'ESIGN_APP_ID', 'ESIGN_SECRET', 'ESIGN_CORP_ID'].filter((k) => env[k])
  if (esignSet.length && esignSet.length < 4) throw new ConfigError('ESIGN_BASE_URL, ESIGN_APP_ID, ESIGN_SECRET and ESIGN_CORP_ID must be set together')
  const faceProvider = (env.FACE_PROVIDER || 'local').trim().toLowerCase()
  if (faceProvider !== 'local' && faceProvider !== 'baidu') throw new ConfigError(`FACE_PROVIDER must be local or baidu, got "${env.FACE_PROVIDER}"`)
  if (faceProvider === 'baidu' && (!env.FACE_API_KEY || !env.FACE_SECRET_KEY)) throw new ConfigError('FACE_PROVIDER=baidu needs FACE_API_KEY and FACE_SECRET_KEY')
  const media = mediaConfig(env)
  const ttl = env.TOKEN_TTL_HOURS ? int(env, 'TOKEN_TTL_HOURS', 12, 1, 24 * 365) : undefined
  return {
    port: int(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl,
    databaseSchema: schema,
    seedDemo: bool(env, 'SEED_DEMO', true),
    adminAccount,
    adminPassword,
    h5Dir: path.resolve(cwd, env.H5_DIR || 'dist/h5'),
    tokenTtlHours: ttl,
    wechatApiBase: url(env, 'WECHAT_API_BASE', 'https://api.weixin.qq.com'),
    wechatAppId: env.WECHAT_APPID ?? '',
    wechatSecret: env.WECHAT_SECRET ?? '',
    wechatMpAppId: env.WECHAT_MP_APPID ?? '',
    wechatMpSecret: env.WECHAT_MP_SECRET ?? '',
    wechatOpenAppId: env.WECHAT_OPEN_APPID ?? '',
    wechatOpenSecret: env.WECHAT_OPEN_SECRET ?? '',
    wechatOpenBase: url(env, 'WECHAT_OPEN_BASE', 'https://open.weixin.qq.com'),
    esignBaseUrl: env.ESIGN_BASE_URL ? url(env, 'ESIGN_BASE_URL', '') : '',
    esignAppId: env.ESIGN_APP_ID ?? '',
    esignSecret: env.ESIGN_SECRET ?? '',
    esignCorpId: env.ESIGN_CORP_ID ?? '',
    ...media,
    faceProvider,
    faceApiBase: url(env, 'FACE_API_BASE', 'https://aip.baidubce.com'),
    faceApiKey: env.FACE_API_KEY ?? '',
    faceSecretKey: env.FACE_SECRET_KEY ?? '',
    publicUrl: env.PUBLIC_URL ? url(env, 'PUBLIC_URL', '') : '',
    smsSender,
    aesKey,
    uploadMaxMb: int(env, 'UPLOAD_MAX_MB', 10, 1, 1024),
    uploadDocumentMaxMb: int(env, 'UPLOAD_DOCUMENT_MAX_MB', 100, 1, 2048),
    uploadDailyQuotaMb: int(env, 'UPLOAD_DAILY_QUOTA_MB', 500, 0, 1024 * 1024),
    loginRateLimit: int(env, 'LOGIN_RATE_LIMIT', 10, 1, 10000),
    loginCaptchaAfter: int(env, 'LOGIN_CAPTCHA_AFTER', 3, 1, 100),
    fileLinkSecret,
    fileLinkTtlMinutes: int(env, 'FILE_LINK_TTL_MINUTES', 720, 1, 7 * 24 * 60),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: bool(env, 'TRUST_PROXY', false),
    redisUrl,
    socketBus,
    socketChannel,
    scheduler: bool(env, 'SCHEDULER', true),
    storage,
    s3: storage === 's3' ? s3Config(env) : null
  }
}

/** loadConfig for a command started by an operator: a bad setting is printed plainly and the process exits with 2 */
export function loadConfigOrExit(): ServerConfig {
  try {
    return loadConfig()
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err
    console.error(`Configuration error: ${err.message}`)
    process.exit(2)
  }
}
