// The canvas differs per platform: an HTML <canvas> in the browser, WeChat's <Canvas type="2d"> in the
// mini-program. The build picks chart-canvas.h5.tsx or chart-canvas.weapp.tsx; tsc and jest see this file (H5).
export { ChartCanvas } from './chart-canvas.h5'
