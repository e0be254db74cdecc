export { LOGIN_TOAST_MS, toast, Toaster, TOAST_MS, type Toast, type ToastKind } from "./toast.tsx";
export { type ConfirmRequest, useConfirm } from "./confirm.tsx";
export { SafeHtml } from "./safe-html.tsx";
export { type ControlProps, Field, type FieldProps } from "./field.tsx";
export { FilePicker, type FilePickerProps } from "./file-picker.tsx";
export { type AccountField, CredentialsForm, type CredentialsFormProps } from "./credentials-form.tsx";
