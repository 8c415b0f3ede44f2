// The drawing surface differs per platform: an HTML <canvas> in the browser, WeChat's <Canvas type="2d"> in the
// mini-program. The build picks canvas-surface.h5.tsx or canvas-surface.weapp.tsx; tsc and jest see this file (H5).
export { CanvasSurface } from './canvas-surface.h5'
