export { LOGIN_TOAST_MS, type Toast, toast, TOAST_MS, Toaster, type ToastKind } from "./toast.tsx";
export { type ConfirmRequest, useConfirm } from "./confirm.tsx";
export { SafeHtml } from "./SafeHtml.tsx";
export { type ControlProps, Field, type FieldProps } from "./Field.tsx";
export { FilePicker, type FilePickerProps } from "./FilePicker.tsx";
export { type AccountField, CredentialsForm, type CredentialsFormProps } from "./CredentialsForm.tsx";
export { useSchemaForm } from "./use-schema-form.ts";
export { PasswordChangeForm, type PasswordChangeFormProps } from "./PasswordChangeForm.tsx";
