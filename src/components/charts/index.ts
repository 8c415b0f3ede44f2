// Charts drawn on a 2D canvas (Taro <Canvas type="2d"> on weapp, <canvas> on H5) without a chart library: bars for
// counts by category, a line for a period series, a ring for shares, a figures row of the key numbers as text, and
// a panel with the loading, empty and error states. Imported from here rather than from @/components, so only the
// subpackage that draws charts carries them. No library because of the package budget: bundled and minified for
// one bar chart, u-charts 2.5.0 weighs 128 KiB and @antv/f2 5.14.0 476 KiB (neither drops the chart types it is
// not asked for); these three charts with their canvas, figures and states weigh about 9 KiB.
export { BarChart } from './bar-chart'
export type { BarChartProps } from './bar-chart'
export { LineChart } from './line-chart'
export type { LineChartProps } from './line-chart'
export { RingChart } from './ring-chart'
export type { RingChartProps } from './ring-chart'
export { ChartFigures } from './chart-figures'
export type { ChartFigure } from './chart-figures'
export { ChartPanel } from './chart-panel'
export type { ChartPanelProps, ChartStatus } from './chart-panel'
export { niceScale, linear, formatValue, formatShare } from './scale'
export { fitText, labelStride } from './text-fit'
export type { ChartDatum } from './types'
