import { Picker, Text, View } from '@tarojs/components'
import type { ContractVO } from '@shared/api/oauth'

/** the construction sections a manager sets up (all the user's sections when none is a construction one) */
export function setupSections(contracts: ContractVO[]): ContractVO[] {
  const building = contracts.filter((c) => c.kind === 'construction')
  return building.length ? building : contracts
}

/** the section in use, a picker when there are several */
export function SectionPicker({ sections, value, onChange }: { sections: ContractVO[]; value: string; onChange(id: string): void }) {
  const index = Math.max(0, sections.findIndex((c) => c.id === value))
  const name = sections[index]?.fullName || sections[index]?.enCode || ''
  if (sections.length < 2) return <View className='att-head'><Text className='att-head__section'>{name}</Text></View>
  return (
    <Picker mode='selector' range={sections.map((c) => c.fullName || c.enCode)} value={index} onChange={(e) => onChange(sections[Number(e.detail.value)].id)}>
      <View className='att-head'><Text className='att-head__section'>{name} ▾</Text></View>
    </Picker>
  )
}
