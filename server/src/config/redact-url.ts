/** A connection string (PostgreSQL, Redis, KurrentDB) without its password, for messages and logs. */
export const redactConnectionString = (connectionString: string): string => connectionString.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
