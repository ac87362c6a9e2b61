// The async boundary Module Federation needs: shared singletons (React, single-spa…) are negotiated
// before any module that imports them runs.
import('./bootstrap');
