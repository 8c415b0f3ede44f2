// The coded sections a domain adds to the form or the detail (extensions.ts), at one place of the page.
import { View } from '@tarojs/components'
import { sectionsAt, useModelExtensions, type SectionContext } from '../extensions'

export function ModelSections({ place, section }: { place: 'top' | 'bottom'; section: SectionContext }) {
  const sections = sectionsAt(useModelExtensions(), section.mode, place)
  if (!sections.length) return null
  return (
    <>
      {sections.map((s) => (
        <View key={s.key} className={`lc-section lc-section--${place}`}>
          {s.render(section)}
        </View>
      ))}
    </>
  )
}
