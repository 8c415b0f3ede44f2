// A document added or removed on one page must show on the list the user returns to: the list reloads on show
// when the library changed since it last loaded.
let version = 0

export const markDocumentsChanged = (): void => { version += 1 }
export const documentsVersion = (): number => version
