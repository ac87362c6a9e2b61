// Standalone dev entry (the shell loads ./spa instead). The import() is Module Federation's async
// boundary: shared singletons are negotiated before React or single-spa is evaluated.
import('./standalone');
