// The player differs per platform: in the browser a <video> fed by hls.js, loaded on demand as its own chunk
// (hls-player.h5.tsx); in the mini-program WeChat's <video>, which plays HLS itself (hls-player.weapp.tsx), so
// hls.js never enters the weapp package. tsc and jest see this file.
export { HlsPlayer } from './hls-player.h5'
