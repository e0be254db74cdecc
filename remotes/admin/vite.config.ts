import { defineConfig } from "vite";
import { remoteViteConfig } from "@institute/federation";

export default defineConfig(remoteViteConfig("admin"));
