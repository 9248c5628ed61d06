/**
 * The hidden `website` field people never see or fill in; bots that fill every field give
 * themselves away (HoneypotSchema on the server). Controlled when `onChange` is given.
 */
export function HoneypotField({
  id,
  value,
  onChange,
}: {
  id: string
  value?: string
  onChange?: (value: string) => void
}) {
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...(onChange ? { value: value ?? '', onChange: (e) => onChange(e.target.value) } : {})}
      />
    </div>
  )
}
