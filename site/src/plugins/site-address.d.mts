export const LOCAL_SITE: string;
export function siteAddress(value: string | undefined): { site: string; base: string };
