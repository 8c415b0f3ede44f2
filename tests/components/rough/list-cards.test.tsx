// List cards (issue 12): a column label shows whole (JNPF's app cut labels to four characters, so 混凝土强度等级
// read 混凝土强 with nothing to say it was cut); the model keeps JNPF's short form beside the full one.
import { render, screen } from '@testing-library/react'
import { RowCard } from '@/engines/lowcode/components/list/row-card'
import { parseColumnData, transformColumnList } from '@/engines/lowcode/model'

describe('a list card', () => {
  it('shows each column\'s whole label, in child-table cells too', () => {
    const columns = transformColumnList(parseColumnData({
      columnList: [
        { prop: 'strengthGrade', label: '混凝土强度等级', jnpfKey: 'select' },
        { prop: 'planDate', label: '计划浇筑日期', jnpfKey: 'datePicker' },
        { prop: 'table1-item', label: '检查明细-检查项目名称', jnpfKey: 'input' }
      ]
    }).columnList)
    expect(columns[0]).toMatchObject({ label: '混凝土强', fullLabel: '混凝土强度等级' })
    render(<RowCard row={{ id: 'r1', strengthGrade: 'C50', planDate: '2026-03-10', table1: [{ item: '钢筋' }] }} columns={columns} />)
    expect(screen.getByText('混凝土强度等级')).toHaveClass('lc-row__label')
    expect(screen.getByText('计划浇筑日期')).toBeInTheDocument()
    expect(screen.queryByText('混凝土强')).toBeNull()
    expect(screen.getByText(/检查项目名称：钢筋/)).toBeInTheDocument()
  })
})
