/** SPEC §6: who is refused a mini-programme admin route, with the exact answer (zh-cn). */
export const NOT_MINIPROG_REFUSALS = [
  ['exhibitorA', 403, '当前账号类型无权访问此接口'],
  ['organizerAll', 403, '当前账号类型无权访问此接口'],
  ['anonymous', 401, '请先登录'],
] as const;
