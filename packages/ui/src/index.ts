export { LOGIN_TOAST_MS, type Toast, toast, TOAST_MS, Toaster, type ToastKind } from "./toast.tsx";
export { type ConfirmRequest, useConfirm } from "./confirm.tsx";
export { SafeHtml } from "./safe-html.tsx";
export { type ControlProps, Field, type FieldProps } from "./field.tsx";
export { FilePicker, type FilePickerProps } from "./file-picker.tsx";
export { type AccountField, CredentialsForm, type CredentialsFormProps } from "./credentials-form.tsx";
export { useSchemaForm } from "./use-schema-form.ts";
export { PasswordChangeForm, type PasswordChangeFormProps } from "./password-change-form.tsx";
