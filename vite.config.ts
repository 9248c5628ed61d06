import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { precompressPlugin } from './server/precompressed-assets.ts'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressPlugin()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
})
