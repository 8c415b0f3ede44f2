// Adding or editing one question, in a sheet over the course form: the kind (单选 / 多选 / 判断), the stem, options A–F
// (a true/false question has its fixed 正确 / 错误), the right answer(s) ticked beside them and the explanation. A
// question already drawn in an exam keeps its kind, options and answer (the server refuses to change them).
import { useState } from 'react'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { QUESTION_KIND_NAMES, type QuestionAdminVO, type QuestionInput, type QuestionKind } from '@shared/api/training'
import { JUDGE_TEXTS, OPTION_KEYS, questionProblem, type QuestionDraft } from '../lib/course-admin'

const KINDS: QuestionKind[] = ['single', 'multiple', 'judge']

export function QuestionSheet({ question, busy, onSave, onCancel }: {
  question: QuestionAdminVO | null; busy: boolean; onSave(input: QuestionInput): void; onCancel(): void
}) {
  const [d, setD] = useState<QuestionDraft>(() => question
    ? { kind: question.kind, stem: question.stem, options: question.kind === 'judge' ? ['', ''] : question.options, answer: question.answer, analysis: question.analysis }
    : { kind: 'single', stem: '', options: ['', '', '', ''], answer: [], analysis: '' })
  const [problem, setProblem] = useState<string | null>(null)
  const fixed = question?.used === true
  const options = d.kind === 'judge' ? JUDGE_TEXTS : d.options
  const set = (patch: Partial<QuestionDraft>) => { setD((x) => ({ ...x, ...patch })); setProblem(null) }
  const tick = (key: string) => {
    if (fixed) return
    if (d.kind === 'multiple') set({ answer: d.answer.includes(key) ? d.answer.filter((k) => k !== key) : [...d.answer, key].sort() })
    else set({ answer: [key] })
  }
  const save = () => {
    const p = questionProblem(d)
    setProblem(p)
    if (p) return
    onSave({ kind: d.kind, stem: d.stem.trim(), options: d.kind === 'judge' ? JUDGE_TEXTS : d.options.map((o) => o.trim()), answer: d.answer, analysis: d.analysis.trim() })
  }
  return (
    <View className='ca-sheet' role='dialog' aria-label={question ? '编辑题目' : '添加题目'}>
      <View className='ca-sheet__body'>
        <Text className='ta-section__title'>{question ? '编辑题目' : '添加题目'}</Text>
        {fixed && <Text className='ex-card__meta'>本题已被考试抽到，题型、选项和答案不能修改</Text>}
        <View className='ex-chips'>
          {KINDS.map((k) => (
            <View key={k} className={`ex-chip${d.kind === k ? ' ex-chip--on' : ''}`} role='radio' aria-checked={d.kind === k}
              onClick={() => { if (!fixed && d.kind !== k) set({ kind: k, answer: [] }) }}>
              <Text>{QUESTION_KIND_NAMES[k]}</Text>
            </View>
          ))}
        </View>
        <Text className='ta-field__label ta-gap'>题干</Text>
        <Textarea className='ta-textarea' value={d.stem} maxlength={500} placeholder='请输入题干' onInput={(e) => set({ stem: e.detail.value })} />
        <Text className='ta-field__label ta-gap'>{d.kind === 'multiple' ? '选项（勾选全部正确答案）' : '选项（勾选正确答案）'}</Text>
        {options.map((text, i) => {
          const key = OPTION_KEYS[i]
          const on = d.answer.includes(key)
          return (
            <View key={key} className='ca-option'>
              <View className={`ta-check${on ? ' ta-check--on' : ''}`} role='checkbox' aria-checked={on} aria-label={`${key} 为正确答案`} onClick={() => tick(key)} />
              <Text className='ca-option__key'>{key}</Text>
              {d.kind === 'judge' || fixed
                ? <Text className='ca-option__text'>{text}</Text>
                : <Input className='ta-input ca-option__input' value={text} maxlength={200} placeholder={`选项${key}`}
                  onInput={(e) => set({ options: d.options.map((o, n) => (n === i ? e.detail.value : o)) })} />}
              {d.kind !== 'judge' && !fixed && d.options.length > 2 && (
                <View className='ca-link ca-link--danger' role='button' onClick={() => set({ options: d.options.filter((_, n) => n !== i), answer: [] })}><Text>删除</Text></View>
              )}
            </View>
          )
        })}
        {d.kind !== 'judge' && !fixed && d.options.length < OPTION_KEYS.length && (
          <View className='ca-link' role='button' onClick={() => set({ options: [...d.options, ''] })}><Text>+ 添加选项</Text></View>
        )}
        <Text className='ta-field__label ta-gap'>答案解析（选填）</Text>
        <Textarea className='ta-textarea' value={d.analysis} maxlength={1000} placeholder='交卷后向考生展示' onInput={(e) => set({ analysis: e.detail.value })} />
        {problem && <View className='ca-problem' role='alert'><Text>{problem}</Text></View>}
      </View>
      <View className='ex-actions'>
        <View className='ex-btn' role='button' onClick={onCancel}><Text>取消</Text></View>
        <View className={`ex-btn ex-btn--primary${busy ? ' ex-btn--off' : ''}`} role='button' onClick={() => { if (!busy) save() }}><Text>保存题目</Text></View>
      </View>
    </View>
  )
}
