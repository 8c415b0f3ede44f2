// JSON-schema pieces the routes share, so one field is limited the same way on every endpoint.

export const str = (max: number, min = 0) => ({ type: 'string', minLength: min, maxLength: max })

export const obj = (required: string[], properties: Record<string, unknown>) => ({ type: 'object', required, properties })

/** `/:id` path parameters: organisation, user, position ids */
export const idParam = { type: 'object', properties: { id: str(128, 1) } }

export const keywordQuery = { type: 'object', properties: { keyword: str(100) } }

/** id lists in selection bodies (departIds, userIds, ...) */
export const idsArray = { type: 'array', maxItems: 1000, items: str(200) }
