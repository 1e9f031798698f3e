/** Every task query key comes from here, general to specific. */
export const taskKeys = {
  all: ["tasks"] as const,
  details: () => [...taskKeys.all, "detail"] as const,
  detail: (baseUrl: string, requestId: string) => [...taskKeys.details(), baseUrl, requestId] as const,
};

export const resultKeys = {
  size: (url: string) => ["results", "size", url] as const,
};
