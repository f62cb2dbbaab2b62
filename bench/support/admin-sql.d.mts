/** Types of admin-sql.mjs for the TypeScript benches. */
export declare function admin(statement: string, adminUrl?: string): Promise<void>;

export declare function databaseUrl(name: string, adminUrl?: string): string;

export declare function scratchDatabase(name: string, adminUrl?: string): Promise<string>;

export declare function dropDatabase(name: string, adminUrl?: string): Promise<void>;
