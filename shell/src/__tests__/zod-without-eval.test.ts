describe('zod under the Content-Security-Policy', () => {
  it('builds and runs object parsers without ever calling Function (no eval probe to report)', async () => {
    const functionConstructor = jest.spyOn(globalThis, 'Function');
    await import('../zod-without-eval');
    const { z } = await import('zod');
    const schema = z.object({ user_name: z.string().min(1), remember: z.boolean() });
    expect(schema.parse({ user_name: 'organizer', remember: true })).toEqual({ user_name: 'organizer', remember: true });
    expect(schema.safeParse({ user_name: '' }).success).toBe(false);
    expect(functionConstructor).not.toHaveBeenCalled();
  });
});
