// An OutboxStore in memory for the queue's tests: the same contract as the weapp and H5 stores, with the photo
// bytes reduced to "present or not".
import type { OutboxEntry, OutboxPhoto, OutboxStore } from '@/lib/outbox'

export class MemoryStore implements OutboxStore {
  entries = new Map<string, OutboxEntry>()
  photos = new Map<string, OutboxPhoto>()
  files = new Set<string>()

  async loadEntries() {
    return Array.from(this.entries.values()).map((e) => JSON.parse(JSON.stringify(e)))
  }
  async saveEntry(entry: OutboxEntry) {
    this.entries.set(entry.id, JSON.parse(JSON.stringify(entry)))
  }
  async deleteEntry(id: string) {
    this.entries.delete(id)
  }
  async savePhoto(meta: OutboxPhoto, path: string) {
    this.photos.set(meta.id, { ...meta })
    this.files.add(meta.id)
    void path
  }
  async loadPhotos() {
    return Array.from(this.photos.values()).map((p) => ({ ...p }))
  }
  async updatePhoto(meta: OutboxPhoto) {
    if (this.photos.has(meta.id)) this.photos.set(meta.id, { ...meta })
  }
  async photoPath(id: string) {
    return this.files.has(id) ? `mem://${id}` : ''
  }
  async deletePhoto(id: string) {
    this.photos.delete(id)
    this.files.delete(id)
  }
}
