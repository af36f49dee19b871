import bcrypt from "bcryptjs";
import { z } from "zod";

const COST = 10;
export const PasswordSchema = z.string().min(8, "must be at least 8 characters").max(128, "must be at most 128 characters");

export const hashPassword = (password: string) => bcrypt.hash(password, COST);
export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

// Compared against when no user matches, so an unknown email costs as long as a wrong password.
const DUMMY_HASH = bcrypt.hashSync("codebeam-timing-equaliser", COST);
export const burnPasswordCheck = (password: string) => bcrypt.compare(password, DUMMY_HASH);
