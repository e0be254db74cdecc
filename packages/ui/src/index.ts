// Re-exported for the front ends' convenience; the store itself is the shared singleton @institute/toast.
export { LOGIN_TOAST_MS, type Toast, toast, TOAST_MS, Toaster, type ToastKind } from "@institute/toast";
export { type ConfirmRequest, useConfirm } from "./confirm.tsx";
export { SafeHtml } from "./SafeHtml.tsx";
export { type ControlProps, Field, type FieldProps } from "./Field.tsx";
export { InstituteContact } from "./InstituteContact.tsx";
export { LoadFailed } from "./LoadFailed.tsx";
export { Button, Form } from "./live.tsx";
export { FilePicker, type FilePickerProps } from "./FilePicker.tsx";
export { type AccountField, CredentialsForm, type CredentialsFormProps } from "./CredentialsForm.tsx";
export { useSchemaForm } from "./use-schema-form.ts";
export { PASSWORDS_DIFFER, withConfirmation } from "./confirmed-password.ts";
export { PasswordField, type PasswordFieldProps } from "./PasswordField.tsx";
export { PasswordChangeForm, type PasswordChangeFormProps } from "./PasswordChangeForm.tsx";
export { ForgotPasswordCard, type ForgotPasswordCardProps } from "./ForgotPasswordCard.tsx";
export { ResetPasswordCard, type ResetPasswordCardProps } from "./ResetPasswordCard.tsx";
export { StoredImage, type StoredImageProps } from "./StoredImage.tsx";
export { PrivacyConsent } from "./PrivacyConsent.tsx";
