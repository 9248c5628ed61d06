/**
 * A posted form. A body that is not a form (another content type, or none) reads as an empty form,
 * so the action answers with its own "missing field" message instead of failing with a 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    return new FormData()
  }
}
