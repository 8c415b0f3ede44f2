/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.scss'

declare namespace NodeJS {
  interface ProcessEnv {
    NODE_ENV: 'development' | 'production' | 'test'
    TARO_ENV: 'weapp' | 'h5'
    TARO_APP_ID: string
    /** API base; '/H5Api' by default, an absolute URL for a real JNPF backend */
    TARO_APP_API_BASE?: string
    /** websocket base URL (no token); derived from the page origin on H5 when empty */
    TARO_APP_SOCKET_URL?: string
    /** 'md5' (default) or 'aes' (JNPF 3.6 web form) */
    TARO_APP_PASSWORD_MODE?: string
    TARO_APP_AES_KEY?: string
  }
}
