// The low-code form of a flow (formType 2): the node's field rights (form-operates) applied to the normalised form,
// drawn by the low-code engine's renderer. The workflow engine sits above the low-code one: it imports the low-code
// index, and the low-code engine reaches the workflow only through its cycle-free door (../../launch.ts).
import { useContext, useEffect, useMemo } from 'react'
import Taro from '@tarojs/taro'
import { UploadTrackerContext, pendingUploadMessage } from '@/components'
import { createFormStore, firstError } from '@/lib/form'
import { FormRenderer, buildFormRules, currentLcUser, initialValues, normaliseForm, recordSummary, toSubmitData } from '@/engines/lowcode'
import { applyFormOperates } from './form-operates'
import type { OnlineFlowFormProps } from './types'

export function OnlineFlowForm({ propertyJson, formId, values, formOperates, readOnly, startNode, handleRef }: OnlineFlowFormProps) {
  const user = useMemo(() => currentLcUser(), [])
  const tracker = useContext(UploadTrackerContext)
  const model = useMemo(() => {
    const form = normaliseForm(propertyJson)
    return { ...form, fields: applyFormOperates(form.fields, formOperates, { readOnly, startNode }) }
  }, [propertyJson, formOperates, readOnly, startNode])
  // a new launch starts from the designer's defaults; a task shows what it holds
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

  return <FormRenderer fields={model.fields} form={store} conf={model.conf} user={user} modelId={formId} disabled={readOnly} />
}
