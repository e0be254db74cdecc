/** The image types the API accepts (decisions: JPEG, PNG, WebP or GIF). */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";
