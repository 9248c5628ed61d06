import { DonutChart, type DonutChartProps } from './donut-chart'
import { XYChart, type XYChartProps } from './xy-chart'

/**
 * What a chart shows, apart from its name and description: built by plain functions (tested on
 * their own) and drawn by `XYChart`, `DonutChart`, or `Chart` where one place draws both kinds.
 */
export type XYSpec = Omit<XYChartProps, 'title' | 'description'>
export type DonutSpec = Omit<DonutChartProps, 'title' | 'description'>
export type ChartSpec = ({ kind: 'xy' } & XYSpec) | ({ kind: 'donut' } & DonutSpec)

export function Chart({
  spec,
  title,
  description,
}: {
  spec: ChartSpec
  title: string
  description: string
}) {
  if (spec.kind === 'donut') {
    const { kind: _kind, ...props } = spec
    return <DonutChart title={title} description={description} {...props} />
  }
  const { kind: _kind, ...props } = spec
  return <XYChart title={title} description={description} {...props} />
}
