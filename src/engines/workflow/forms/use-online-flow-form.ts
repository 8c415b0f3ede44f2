// The prepared low-code form of a flow node, for the generic online form and for the coded forms that lay a flow's
// low-code form out their own way (hazardFrom and the like): the normalised form with the node's field rights
// (form-operates) applied, a form store on the record's values (a new launch on the designer's defaults), and the
// handle the detail page collects from (uploads finished, rules checked, the values as the low-code engine sends them).
import { useContext, useEffect, useMemo } from 'react'
import Taro from '@tarojs/taro'
import { UploadTrackerContext, pendingUploadMessage } from '@/components'
import { createFormStore, firstError } from '@/lib/form'
import { buildFormRules, currentLcUser, initialValues, normaliseForm, recordSummary, toSubmitData } from '@/engines/lowcode'
import { applyFormOperates } from './form-operates'
import type { FlowFormProps } from './types'

export function useOnlineFlowForm({ propertyJson, values, formOperates, readOnly, startNode, handleRef }: FlowFormProps) {
  const user = useMemo(() => currentLcUser(), [])
  const tracker = useContext(UploadTrackerContext)
  const model = useMemo(() => {
    const form = normaliseForm(propertyJson ?? '')
    return { ...form, fields: applyFormOperates(form.fields, formOperates, { readOnly, startNode }) }
  }, [propertyJson, formOperates, readOnly, startNode])
  // a new launch starts from the designer's defaults; a task shows what it holds. Made once: the store keeps the edits
  const store = useMemo(
    () => createFormStore({ values: Object.keys(values).length ? values : initialValues(model.fields, user), rules: buildFormRules(model.fields) }),
    []
  )

  useEffect(() => {
    handleRef.current = {
      collect: async ({ validate }) => {
        if (validate) {
          const pending = pendingUploadMessage(tracker)
          if (pending) {
            void Taro.showToast({ title: pending, icon: 'none' })
            return null
          }
          if (!store.validate()) {
            const message = firstError(store.getState())
            if (message) void Taro.showToast({ title: message, icon: 'none' })
            return null
          }
        }
        return toSubmitData(model.fields, store.getState().values)
      },
      summary: () => recordSummary(model.fields, store.getState().values)
    }
    return () => {
      handleRef.current = null
    }
  }, [store, model, tracker, handleRef])

  return { user, model, store }
}
