import { useMemo, useState } from 'react'
import type { Widget, WidgetProps } from '../../types'
import { TreePicker } from '../../pickers/tree-picker'
import type { PickedItem } from '../../pickers/types'
import type { SelectorKind } from './kind'
import { placeholderOf } from '../basic/props'
import { SelectorField } from './selector-field'
import { usePickedItems } from './use-picked-items'

/** one widget per tree-based control: the field shows the picked names, the popup picker changes them */
export function treeSelectorWidget(kind: SelectorKind): Widget {
  function TreeSelector({ field, value, onChange, onBlur, disabled, error, formValues }: WidgetProps<unknown>) {
    const [open, setOpen] = useState(false)
    const multiple = field.multiple
    const keys = kind.keysOf(value, multiple)
    const { items, resolving, failure, remember } = usePickedItems(keys, (missing) => kind.resolve(missing, field))
    // the source depends on the form only when the picker opens (relation-limited user lists)
    const source = useMemo(() => kind.source(field, formValues), [open])

    const change = (next: PickedItem[]) => {
      remember(next)
      onChange(kind.valueOf(next.map((i) => i.key), multiple))
      onBlur?.()
    }

    return (
      <>
        <SelectorField
          items={items}
          resolving={resolving}
          disabled={disabled}
          placeholder={placeholderOf(field, '请选择')}
          label={field.label}
          error={error}
        notice={failure}
          onOpen={() => setOpen(true)}
          onRemove={(item) => change(items.filter((i) => i.key !== item.key))}
        />
        <TreePicker
          open={open && !disabled}
          title={field.label || kind.title}
          multiple={multiple}
          value={items}
          searchPlaceholder={kind.searchPlaceholder}
          emptyText={kind.emptyText}
          tabs={kind.tabsOf ? kind.tabsOf(field) : kind.tabs}
          load={source.load}
          loadChildren={source.loadChildren}
          search={source.search}
          onCancel={() => setOpen(false)}
          onConfirm={(picked) => {
            setOpen(false)
            change(picked)
          }}
        />
      </>
    )
  }
  TreeSelector.displayName = `TreeSelector(${kind.title})`
  return TreeSelector
}
