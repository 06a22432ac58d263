import { defineConfig } from 'drizzle-kit';

// Generation only reads the schema files; migrations are applied by the server on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema',
  out: './drizzle',
});
