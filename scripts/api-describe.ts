// npm run api:describe: regenerates the response schemas (from src/domain/api), the API
// description (client/openapi.json) and the typed client (client/portal-api.d.ts).
import { writeArtifacts } from '../mock-server/openapi/artifacts';

for (const file of await writeArtifacts()) console.log(`wrote ${file}`);
