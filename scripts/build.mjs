// npm run build — a production build of the app (the embedded database is never opened here).
import { build } from "./lib/build-state.mjs";

build();
