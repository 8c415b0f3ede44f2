process.env.TARO_ENV = process.env.TARO_ENV || 'h5'
process.env.TARO_PLATFORM = 'web'
process.env.TARO_APP_API_BASE = process.env.TARO_APP_API_BASE || '/H5Api'
