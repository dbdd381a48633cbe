/** The current address as the router and the served markup name it: path and query. */
export const addressNow = () => `${window.location.pathname}${window.location.search}`;
