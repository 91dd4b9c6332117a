-- AlterEnum
ALTER TYPE "OutboxEmailStatus" ADD VALUE 'CANCELLED';
