-- Issue 17 parts 4-6: additive orders are placed through trading like fuel orders (market ADDITIVE),
-- and buyers ask sellers to collect empty barrels.
ALTER TYPE "order_market" ADD VALUE IF NOT EXISTS 'ADDITIVE';
