// A launch goes with the project and contract section chosen in the header (stored `project` / `contract`), so the
// server files the task under that project and looks its candidates up there, not under the user's first project.
import { fireEvent, waitFor, within } from '@testing-library/react'
import { __reset, __storage } from '../__mocks__/taro'
import { bodies, engine, flowInfo, loaded, openDetail, signIn, todo } from './workflow-before-fixture'
import { typeIn } from './lowcode-pages-fixture'

const E = '/api/workflow/Engine'
const project = { id: 'pj-hj', enCode: 'G60', fullName: 'G60 杭金改扩建', organizeId: 'o1' }
const contract = { id: 'ct-tj02', projectId: 'pj-hj', enCode: 'TJ-02', fullName: 'TJ-02 标', kind: 'construction', contractor: '路桥二公司' }

const footerButton = (container: HTMLElement, text: string) => within(container.querySelector('.wf-actions') as HTMLElement).getByText(text)

beforeEach(() => {
  __reset()
  signIn()
})

test('提交 of a new task sends the current project and contract with Candidates/0 and POST FlowTask', async () => {
  __storage.set('project', project)
  __storage.set('contract', contract)
  const api = engine(flowInfo({ fresh: true }), {}, '0')
  const view = openDetail({ id: '', flowId: 'fv1', formType: 2, opType: -1 })
  await loaded(view)
  await typeIn(view.container, '检查部位', 'K8+100 路基')
  fireEvent.click(footerButton(view.container, '提交'))

  await waitFor(() => expect(bodies(api, 'POST', `${E}/FlowTask`)).toHaveLength(1))
  expect(bodies(api, 'POST', `${E}/FlowBefore/Candidates/0`)[0]).toMatchObject({ flowId: 'fv1', projectId: 'pj-hj', contractId: 'ct-tj02' })
  expect(bodies(api, 'POST', `${E}/FlowTask`)[0]).toMatchObject({ status: '0', projectId: 'pj-hj', contractId: 'ct-tj02' })
})

test('暂存 sends them too; a contract left from another project is not sent with this one', async () => {
  __storage.set('project', project)
  __storage.set('contract', { ...contract, id: 'ct-nj01', projectId: 'pj-nj' })
  const api = engine(flowInfo({ fresh: true }), {}, '0')
  const view = openDetail({ id: '', flowId: 'fv1', formType: 2, opType: -1 })
  await loaded(view)
  fireEvent.click(footerButton(view.container, '暂存'))

  await waitFor(() => expect(bodies(api, 'POST', `${E}/FlowTask`)).toHaveLength(1))
  const body = bodies(api, 'POST', `${E}/FlowTask`)[0]
  expect(body).toMatchObject({ status: '1', projectId: 'pj-hj' })
  expect(body).not.toHaveProperty('contractId')
})

test('resubmitting a returned task (PUT FlowTask) carries them; an approval does not', async () => {
  __storage.set('project', project)
  __storage.set('contract', contract)
  const returned = engine(flowInfo({ status: 3 }))
  const view = openDetail(todo({ opType: 0, taskId: 't1', status: 3 }))
  await loaded(view)
  fireEvent.click(footerButton(view.container, '暂存'))
  await waitFor(() => expect(bodies(returned, 'PUT', `${E}/FlowTask/t1`)).toHaveLength(1))
  expect(bodies(returned, 'PUT', `${E}/FlowTask/t1`)[0]).toMatchObject({ id: 't1', status: '1', projectId: 'pj-hj', contractId: 'ct-tj02' })
  view.unmount()

  const approving = engine(flowInfo({ props: { hasOpinion: false } }))
  const todoView = openDetail(todo())
  await loaded(todoView)
  fireEvent.click(footerButton(todoView.container, '通过'))
  await waitFor(() => expect(bodies(approving, 'POST', `${E}/FlowBefore/Audit/op1`)).toHaveLength(1))
  expect(bodies(approving, 'POST', `${E}/FlowBefore/Candidates/op1`)[0]).not.toHaveProperty('projectId')
  expect(bodies(approving, 'POST', `${E}/FlowBefore/Audit/op1`)[0]).not.toHaveProperty('projectId')
})

test('without a chosen project nothing extra is sent (the server then uses the user\'s own)', async () => {
  const api = engine(flowInfo({ fresh: true }), {}, '0')
  const view = openDetail({ id: '', flowId: 'fv1', formType: 2, opType: -1 })
  await loaded(view)
  fireEvent.click(footerButton(view.container, '暂存'))
  await waitFor(() => expect(bodies(api, 'POST', `${E}/FlowTask`)).toHaveLength(1))
  expect(bodies(api, 'POST', `${E}/FlowTask`)[0]).not.toHaveProperty('projectId')
  expect(bodies(api, 'POST', `${E}/FlowTask`)[0]).not.toHaveProperty('contractId')
})
