/**
 * A fetch for a widget's API client that answers the frame's prefetched reads (WidgetOptions
 * `prefetched`: GETs the frame started with its session while the widget's code downloaded), each
 * once, and asks the network for everything else, a repeated read included.
 */
export function fetchWithPrefetched(prefetched: Map<string, Promise<Response>> | undefined): typeof fetch {
  return (input, init) => {
    const request = input instanceof Request ? input : null;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    if (prefetched && method === 'GET') {
      const url = new URL(request?.url ?? String(input), window.location.href);
      const key = `${url.pathname}${url.search}`;
      const answer = url.origin === window.location.origin ? prefetched.get(key) : undefined;
      if (answer) {
        prefetched.delete(key);
        return answer;
      }
    }
    return fetch(input, init);
  };
}
